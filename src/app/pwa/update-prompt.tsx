import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@/config';
import { useSwUpdate } from './use-sw-update';

const edge = (side: 'bottom' | 'left' | 'right') =>
  `calc(1rem + env(safe-area-inset-${side}, 0px))`;

/**
 * Tells the user a new version is ready and lets them choose when to reload. Nothing reloads on
 * its own, so nothing they typed is lost. The live region stays mounted so screen readers
 * announce the message when it appears; it takes no clicks outside the card.
 */
export function UpdatePrompt() {
  const { updateAvailable, dismissed, applying, applyUpdate, dismiss } = useSwUpdate();
  const open = updateAvailable && !dismissed;

  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="toast"
      display="flex"
      justifyContent="center"
      pointerEvents="none"
      pb={open ? edge('bottom') : undefined}
      pl={edge('left')}
      pr={edge('right')}
    >
      {open ? (
        <HStack
          pointerEvents="auto"
          w="full"
          maxW="md"
          gap="3"
          p="4"
          flexWrap="wrap"
          justify="space-between"
          bg="bg.panel"
          color="fg"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l3"
          boxShadow="lg"
        >
          <Stack gap="0.5" flex="1 1 14rem" minW="0">
            <Text fontWeight="semibold">A new version of {PRODUCT_NAME} is ready</Text>
            <Text textStyle="sm" color="fg.muted">
              Reload when it suits you.
            </Text>
          </Stack>
          <HStack gap="2" ms="auto">
            <Button
              size="sm"
              variant="ghost"
              colorPalette="gray"
              onClick={dismiss}
              disabled={applying}
            >
              Later
            </Button>
            <Button
              size="sm"
              colorPalette="purple"
              onClick={applyUpdate}
              loading={applying}
              loadingText="Reloading"
            >
              Reload
            </Button>
          </HStack>
        </HStack>
      ) : null}
    </Box>
  );
}
