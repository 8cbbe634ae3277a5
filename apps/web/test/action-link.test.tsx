import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionLink } from '@/shared/ui/action-link.tsx';

describe('ActionLink', () => {
  it('is a focusable button that acts on a click, Enter and Space, and on no other key', () => {
    const onClick = vi.fn();
    render(<ActionLink onClick={onClick}>Summer sale</ActionLink>);
    const link = screen.getByRole('button', { name: 'Summer sale' });
    expect(link.tabIndex).toBe(0);
    fireEvent.click(link);
    fireEvent.keyDown(link, { key: 'Enter' });
    fireEvent.keyDown(link, { key: ' ' });
    fireEvent.keyDown(link, { key: 'a' });
    expect(onClick).toHaveBeenCalledTimes(3);
  });
});
