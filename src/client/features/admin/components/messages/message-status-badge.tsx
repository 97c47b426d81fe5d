import type { MessageStatus } from '../../../../../shared/constants.js';
import { Badge } from '../../../../components/ui/badge.js';
import { STATUS_LABELS, STATUS_TONES } from '../../lib/messages.js';

/** A message's status in its colour; the word says it too. */
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
