import { Typography } from 'antd';
import type { ComponentProps, KeyboardEvent } from 'react';

type ActionLinkProps = Omit<ComponentProps<typeof Typography.Link>, 'href' | 'onClick'> & { onClick: () => void };

/**
 * Text that looks like a link and acts on the screen (opens a drawer, a row): without an address an `<a>` cannot be
 * reached with the keyboard, so it is a focusable button for assistive technology and answers Enter and Space.
 */
export function ActionLink({ onClick, ...props }: ActionLinkProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onClick();
  };
  return <Typography.Link {...props} role="button" tabIndex={0} onClick={onClick} onKeyDown={onKeyDown} />;
}
