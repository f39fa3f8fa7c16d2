import { chakra } from '@chakra-ui/react';

/** A scan's text as code, wrapping on phones. */
export const ScanCode = chakra('code', {
  base: {
    display: 'block',
    fontFamily: 'mono',
    fontSize: 'xs',
    bg: 'bg.muted',
    borderRadius: 'l1',
    px: 2,
    py: 1,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
  },
});
