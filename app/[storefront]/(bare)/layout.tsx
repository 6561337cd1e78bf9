import { MainArea } from '@/components/layout/MainArea';

/**
 * Empty layout (spec §2 'Layouts'): only the main area, no header, footer or popups. Used by the
 * utility pages `/empty-layout/` and `/slice-simulator/`.
 */
export default function BareLayout({ children }: { children: React.ReactNode }) {
  return <MainArea>{children}</MainArea>;
}
