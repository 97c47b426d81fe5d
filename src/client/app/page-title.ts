import { useEffect } from 'react';

/** 'Book an appointment · Kings Barbers'; the home page leads with the shop's name. */
export function pageTitle(title: string | null, shopName: string): string {
  return title ? `${title} · ${shopName}` : `${shopName} · Premium Grooming`;
}

/** Sets document.title while a page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
