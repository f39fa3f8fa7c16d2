/**
 * A panel that opens under a control in the signed-in header (the outbox queue, the sign-out
 * question): right-aligned to it, never wider than a phone's screen, above the page.
 */
export const headerPopover = {
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 0.5rem)',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderRadius: 'l2',
  boxShadow: 'lg',
  p: 3,
  zIndex: 'popover',
} as const;
