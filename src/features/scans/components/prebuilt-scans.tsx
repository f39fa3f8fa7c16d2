import { Box, Button, Card, SimpleGrid, Text } from '@chakra-ui/react';
import { PREBUILT_SCANS } from '@/domain/scan/prebuilt';
import { ScanCode } from './scan-code';

// Ready-made scans (issue 14, Deliver 2): a dozen well-known screens, each explained, that run
// with one press and open in the builder to change.

export function PrebuiltScans({ onOpen }: { onOpen: (expression: string) => void }) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, md: 2 }}
      gap={3}
      aria-label="Ready-made scans"
    >
      {PREBUILT_SCANS.map((scan) => (
        <Box as="li" key={scan.id}>
          <Card.Root h="full" size="sm" data-testid="prebuilt-scan">
            <Card.Body gap={2}>
              <Card.Title as="h3">{scan.name}</Card.Title>
              <Text fontSize="sm" color="fg.muted">
                {scan.description}
              </Text>
              <ScanCode>{scan.expression}</ScanCode>
            </Card.Body>
            <Card.Footer>
              <Button
                size="sm"
                colorPalette="purple"
                aria-label={`Run ${scan.name}`}
                onClick={() => onOpen(scan.expression)}
              >
                Run this scan
              </Button>
            </Card.Footer>
          </Card.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}
