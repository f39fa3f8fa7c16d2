import { useEffect, useState } from 'react';
import type { ScanError } from '@/domain/scan/ast';

// The scan language's parser (chevrotain), loaded only when a rule box mounts (STYLE.md: heavy
// libraries load lazily), so opening a strategy's results does not wait for it. Until it has
// loaded (or if it could not), rules are checked by the server when the run starts.

export type RuleParser = (text: string) => ScanError | null;

export function useRuleParser(): RuleParser | null {
  const [parser, setParser] = useState<RuleParser | null>(null);
  useEffect(() => {
    let live = true;
    import('@/domain/scan/parse')
      .then(({ parseScan }) => {
        if (!live) return;
        setParser(() => (text: string) => {
          const result = parseScan(text);
          return result.ok ? null : result.error;
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return parser;
}

/** The error in words, with the name probably meant when the parser has one. */
export function ruleErrorText(error: ScanError): string {
  const { message, suggestion } = error;
  if (!suggestion || message.includes(`${suggestion}?`)) return message;
  return `${message}. Did you mean ${suggestion}?`.replace('..', '.');
}
