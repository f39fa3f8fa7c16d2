import { Alert, Box, Link, List, Text } from '@chakra-ui/react';
import type { LegalBlock, RichText } from '../model';

/** Renders a paragraph's or list item's runs: plain text, emphasis and links. */
export function RichTextView({ text }: { text: RichText }) {
  if (typeof text === 'string') return text;
  return text.map((run, index) => {
    if (typeof run === 'string') return run;
    if ('href' in run) {
      return (
        <Link
          key={index}
          href={run.href}
          variant="underline"
          // The recipe's inline-flex would stop a long link or email wrapping on a 360 px phone.
          display="inline"
          overflowWrap="anywhere"
        >
          {run.text}
        </Link>
      );
    }
    return (
      <Box as="strong" key={index} fontWeight="semibold">
        {run.text}
      </Box>
    );
  });
}

export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <Text lineHeight="1.7">
          <RichTextView text={block.text} />
        </Text>
      );
    case 'list':
      return (
        <List.Root as={block.ordered ? 'ol' : 'ul'} ps="6" gap="2" lineHeight="1.7">
          {block.items.map((item, index) => (
            <List.Item key={index} ps="1">
              <RichTextView text={item} />
            </List.Item>
          ))}
        </List.Root>
      );
    case 'notice':
      return (
        <Alert.Root role="note" status="warning" variant="outline" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title fontWeight="semibold">{block.title}</Alert.Title>
            <Alert.Description lineHeight="1.7">
              <RichTextView text={block.text} />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
  }
}
