import { Button, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AsOf } from '@/ui/as-of';
import { PageFrame } from '@/ui/page-frame';
import { QueryState } from '@/ui/query-state';
import { DOCUMENT_KINDS, useDocuments, type DocumentKind } from '../api/document-list';
import { needsReloadForCamera } from './scan-camera-stream';
import { ScanDocument } from './scan-document';

/** /scanpage: the PAN card and the address proof, each photographed or chosen, then uploaded. */
export function ScanScreen({ title }: { title: string }) {
  // One camera at a time: opening it for one document closes it for the other.
  const [camera, setCamera] = useState<DocumentKind | null>(null);
  const [reloading] = useState(needsReloadForCamera);
  const documents = useDocuments();
  useEffect(() => {
    if (reloading) location.reload();
  }, [reloading]);
  if (reloading) {
    return (
      <PageFrame title={title}>
        <Skeleton h="60" borderRadius="l3" />
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={title}
      description="Photograph your PAN card and an address proof, or choose a photo or PDF. Each is made smaller on your phone (at most 500 KB) before it is sent."
      actions={
        <Button asChild size="sm" variant="outline">
          <Link to="/kyc">Back to KYC</Link>
        </Button>
      }
    >
      <QueryState query={documents} loadingHeight="60">
        {({ data, cache, cachedAt }) => (
          <>
            <AsOf cache={cache} cachedAt={cachedAt} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 4, md: 6 }} alignItems="start">
              {DOCUMENT_KINDS.map((kind) => (
                <ScanDocument
                  key={kind}
                  kind={kind}
                  current={data.documents.find((document) => document.kind === kind)}
                  cameraOpen={camera === kind}
                  onCamera={(open) => setCamera(open ? kind : null)}
                />
              ))}
            </SimpleGrid>
            <Text mt={4} fontSize="sm" color="fg.muted">
              Only you and your adviser can see these documents.
            </Text>
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
