import { Container, SectionHeading } from '../../../components/ui/page.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { homeTexts } from '../texts.js';
import { TrackForm } from './track-form.js';

/** 'TRACK YOUR BOOKING' (anchor `track`, docs/product/screens.md): a phone number leads to the booking's live status. */
export function TrackSection() {
  const t = useTexts(homeTexts);
  return (
    <section id="track" aria-labelledby="track-title" className="py-14 sm:py-20">
      <Container className="flex flex-col items-center gap-8">
        <SectionHeading id="track-title" title={t.trackTitle} description={t.trackDescription} />
        <div className="w-full max-w-md rounded-2xl border border-line bg-white p-5 shadow-[0_8px_24px_-12px_rgb(14_14_16/0.12)] sm:p-7">
          <TrackForm />
        </div>
      </Container>
    </section>
  );
}
