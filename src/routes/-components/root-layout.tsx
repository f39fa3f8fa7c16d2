import { Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { UpdatePrompt } from '@/app/pwa/update-prompt';
import { PRODUCT_NAME } from '@/config';
import { AlertBanner } from '@/ui/alert/alert-banner';

function useDocumentTitle() {
  const matches = useMatches();
  const title = matches.findLast((match) => match.staticData.title)?.staticData.title;
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}

export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <AlertBanner />
      <UpdatePrompt />
    </>
  );
}
