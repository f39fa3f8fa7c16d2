import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScanEditor } from '@/features/scans/components/scan-editor';
import { useScanDraft } from '@/features/scans/hooks/use-scan-draft';
import { system } from '@/ui/theme/system';

// The scan parser loads after the first paint (issue 19). Should it not load at all (offline
// before it was ever cached), Run lets the server read the scan, and Save says why nothing
// was saved instead of doing nothing.

vi.mock('@/features/scans/model/analyse', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function Editor({ onRun, onSave }: { onRun: (e: string) => void; onSave: (e: string) => void }) {
  const draft = useScanDraft('pe < 20');
  return <ScanEditor draft={draft} onRun={onRun} onSave={onSave} running={false} opened={null} />;
}

describe('the scan editor when the parser cannot load', () => {
  it('Save says the scan could not be checked; Run sends the text for the server to read', async () => {
    const onRun = vi.fn();
    const onSave = vi.fn();
    render(
      <ChakraProvider value={system}>
        <Editor onRun={onRun} onSave={onSave} />
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save scan…' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be checked/);
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Run scan' }));
    await vi.waitFor(() => expect(onRun).toHaveBeenCalledWith('pe < 20'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
