import { Store } from 'lucide-react';
import { useId, useState } from 'react';
import { Container } from '../../../components/ui/page.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { useTexts } from '../../../lib/i18n/use-texts.js';
import { useStaffOnline } from '../../../lib/staff-online/staff-online-context.js';
import { useBranches, useSwitchBranch } from '../api/branches.js';
import { branchTexts } from '../texts-branches.js';
import { useFailedToast } from './use-failed-toast.js';

/** A branch's name as the owner reads it: its slug until it has one. */
const nameOf = (branch: { slug: string; name: string }) => branch.name.trim() || branch.slug;

/**
 * The owner's branches under the dashboard's bar (docs/product/shop-list.md#branches): the branch
 * shown, and the others to switch to. Choosing one signs the owner in there and loads its
 * dashboard afresh, since the session changed; a refusal is told in a toast. Nothing shows for a
 * shop that is no branch, or for an admin who is not the owner's login.
 */
export function BranchSwitcher() {
  const t = useTexts(branchTexts);
  const { online } = useStaffOnline();
  const failed = useFailedToast();
  const branches = useBranches();
  const switchBranch = useSwitchBranch();
  const [going, setGoing] = useState<string | null>(null);
  const id = useId();

  const data = branches.data;
  const current = data?.branches.find((branch) => branch.current);
  if (!data?.chain || !current || data.branches.length < 2) return null;
  const target = data.branches.find((branch) => branch.slug === going);

  const choose = (slug: string) => {
    if (slug === current.slug || going !== null) return;
    setGoing(slug);
    switchBranch.mutate(slug, {
      onSuccess: ({ path }) => {
        // The page stays busy until the branch's dashboard replaces it.
        window.location.assign(path);
      },
      onError: (error) => {
        setGoing(null);
        failed(t.switchFailed, error);
      },
    });
  };

  return (
    <nav aria-label={t.branches} className="border-t border-white/10 bg-ink-950 text-white">
      <Container className="flex items-center gap-3 py-2.5">
        <label htmlFor={id} className="flex shrink-0 items-center gap-2 text-sm font-semibold text-ink-200">
          <Store className="size-4 text-gold-300" strokeWidth={1.75} aria-hidden="true" />
          {t.branch}
        </label>
        <Select value={going ?? current.slug} onValueChange={choose} disabled={!online || going !== null}>
          <SelectTrigger
            id={id}
            aria-busy={going !== null}
            tone="onDark"
            className="min-w-0 flex-1 sm:max-w-xs"
          >
            <SelectValue>
              {target ? (
                <span className="flex min-w-0 items-center gap-2">
                  <Spinner size="sm" label={null} className="shrink-0 text-gold-300" />
                  <span className="min-w-0 truncate">{nameOf(target)}</span>
                </span>
              ) : (
                nameOf(current)
              )}
            </SelectValue>
          </SelectTrigger>
          <SelectContent>
            {data.branches.map((branch) => (
              <SelectItem key={branch.slug} value={branch.slug}>
                {nameOf(branch)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p className="ml-auto hidden text-sm text-ink-300 md:block">{t.chainNote({ count: data.branches.length, chain: data.chain.name.trim() || data.chain.slug })}</p>
        {/* The trigger shows the branch being opened beside a spinner; this says so to a screen reader. */}
        <span role="status" className="sr-only">
          {target ? t.switching({ name: nameOf(target) }) : ''}
        </span>
      </Container>
    </nav>
  );
}
