import { Container } from '../../components/ui/page.js';
import { useShopList } from './api/shop-list.js';
import { useShopListSocket } from './api/use-shop-list-socket.js';
import { ShopFinder } from './components/shop-finder.js';
import { ShopResults } from './components/shop-results.js';
import { ShopsHero } from './components/shops-hero.js';
import { useSearch, useVisitorSpot } from './components/use-finder.js';

/**
 * /shops (docs/product/screens.md#shops): the platform's list of shops with their live waits,
 * nearest first from the visitor's location when they share it, else by area, narrowed by a search;
 * each shop links to its own pages, where the customer gets in line. Only on the bare host.
 */
export function ShopsPage() {
  const { text, setText, search } = useSearch();
  const location = useVisitorSpot();
  const list = useShopList({ spot: location.spot, search });
  const live = useShopListSocket();
  return (
    <div className="flex flex-1 flex-col">
      <ShopsHero finder={<ShopFinder text={text} onText={setText} location={location} />} />
      <Container className="flex flex-1 flex-col py-6 sm:py-10">
        <ShopResults list={list} search={search} live={live} />
      </Container>
    </div>
  );
}
