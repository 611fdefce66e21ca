import { PlatformShopsScreen } from '../../features/platform/components/platform-shops-screen';

/** /plataforma: the platform's operator's home (issue 20 §1). */
export function PlatformRoute() {
  return <PlatformShopsScreen />;
}
