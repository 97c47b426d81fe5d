import { Languages } from 'lucide-react';
import { LanguageSwitcher } from '../../../components/language-switcher.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { customerTexts } from '../texts.js';

/** The account's language choice (docs/product/architecture.md#reach), remembered on this device like the header's. */
export function LanguageCard() {
  const t = useTexts(customerTexts);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="language-title" className="flex items-center gap-2 text-lg">
          <Languages aria-hidden="true" className="size-4 text-bronze-700" />
          {t.languageTitle}
        </CardTitle>
        <CardDescription>{t.languageHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <LanguageSwitcher />
      </CardContent>
    </Card>
  );
}
