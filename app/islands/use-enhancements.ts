import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { enhancePage } from './enhance-page';

/** Where React Router renders the pages, starts the enhancements each page it shows asks for. */
export function useEnhancements() {
  const location = useLocation();
  useEffect(() => {
    void enhancePage(document);
  }, [location]);
}
