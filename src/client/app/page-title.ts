import { useEffect } from 'react';
import type { Translation } from '../lib/i18n/catalogue.js';
import { appTexts, type AppTexts } from './texts.js';

/** 'Book an appointment · Kings Barbers'; the home page leads with the shop's name. */
export function pageTitle(title: string | null, shopName: string, t: Translation<AppTexts> = appTexts.en): string {
  return title ? t.pageTitle({ page: title, shop: shopName }) : t.homeTitle({ shop: shopName });
}

/** Sets document.title while a page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
