/** Spec section 2: the footer is an Arabic rights notice, whatever the interface language. */
export function AppFooter() {
  return (
    <footer className="app-footer" lang="ar" dir="rtl">
      جميع الحقوق محفوظة © {new Date().getFullYear()}
    </footer>
  );
}
