import { NotFoundContent } from '@/components/layout/NotFoundContent';

/** 404 outside the shop layout, e.g. an unknown order on the finish page (spec §8). */
export default function NotFound() {
  return (
    <main id="main" className="main">
      <NotFoundContent />
    </main>
  );
}
