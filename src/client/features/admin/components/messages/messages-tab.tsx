import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.js';
import { EmptyState } from '../../../../components/ui/empty-state.js';
import { Skeleton } from '../../../../components/ui/skeleton.js';
import { useLanguage } from '../../../../lib/i18n/language.js';
import { formatNumber } from '../../../../lib/i18n/numbers.js';
import { useTexts } from '../../../../lib/i18n/use-texts.js';
import { useShopTimeZone } from '../../../../lib/time.js';
import { LG_UP, useMediaQuery } from '../../../../lib/use-media-query.js';
import { useNow } from '../../../../lib/use-now.js';
import { useMessages } from '../../api/messages.js';
import { emptyMessages, type MessageFilter } from '../../logic/messages.js';
import { adminTexts } from '../../texts.js';
import { messageTexts } from '../../texts-messages.js';
import { LoadError } from '../load-error.js';
import { TabHeader } from '../tab-header.js';
import { ChannelNote } from './channel-note.js';
import { InboundSection } from './inbound-section.js';
import { MessageCards } from './message-cards.js';
import { MessageTable } from './message-table.js';
import { StatusFilter } from './status-filter.js';

/** Messages (docs/product/messages.md): what customers were told or are about to be, newest first, with what became of each. */
export function MessagesTab() {
  const t = useTexts(messageTexts);
  const common = useTexts(adminTexts);
  const language = useLanguage();
  const [filter, setFilter] = useState<MessageFilter>('all');
  const list = useMessages(filter);
  const timeZone = useShopTimeZone();
  // Six columns need a laptop's width; a tablet reads the cards better.
  const wide = useMediaQuery(LG_UP);
  // Today's messages show only their time; the day turns over while the tab is open.
  const now = useNow(60_000);
  const messages = list.data?.pages.flatMap((page) => page.messages) ?? [];
  const channel = list.data?.pages[0]?.channel;

  let body;
  if (list.data === undefined) {
    body = list.isError ? (
      <LoadError title={t.failedLoad} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
    ) : (
      <div role="status" aria-label={t.loading} className="flex flex-col gap-2">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} rounded="xl" tone="ink" className="h-20" />
        ))}
      </div>
    );
  } else if (messages.length === 0) {
    const empty = emptyMessages(filter, t);
    body = <EmptyState icon={<MessageSquare />} title={empty.title} description={empty.description} />;
  } else {
    body = (
      <>
        {wide ? <MessageTable messages={messages} now={now} timeZone={timeZone} /> : <MessageCards messages={messages} now={now} timeZone={timeZone} />}
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-ink-500" aria-live="polite">
            {(list.hasNextPage ? t.showing : t.showingAll)({ count: messages.length, shown: formatNumber(messages.length, language) })}
          </p>
          {list.hasNextPage && (
            <Button variant="outline" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} loadingText={common.loading}>
              {common.loadMore}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="messages-heading" className="flex flex-col gap-4">
      <TabHeader
        id="messages-heading"
        title={common.tabMessages}
        description={t.description}
        action={<StatusFilter value={filter} onChange={setFilter} />}
      />
      {channel && <ChannelNote channel={channel} />}
      {/* A new filter keeps the previous list on screen, dimmed, until its answer comes. */}
      <div aria-busy={list.isPlaceholderData || undefined} className="flex flex-col gap-4 transition-opacity aria-busy:opacity-60">
        {body}
      </div>
      <InboundSection now={now} timeZone={timeZone} />
    </section>
  );
}
