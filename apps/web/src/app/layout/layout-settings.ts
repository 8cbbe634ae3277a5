/** Layout defaults of spec section 9. */
export const layoutSettings = {
  skin: 'light',
  contentWidth: 'full',
  menuLayout: 'vertical',
  navbarType: 'floating',
  footerType: 'static',
} as const;

/** Breakpoints of spec section 9 (antd's grid uses the same values). */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

export const siderWidth = 256;
