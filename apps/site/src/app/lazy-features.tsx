// Contact modal, chat widget and tracking (written beside this app under src/features/), each loaded
// only when needed, like cart, booking and forms code, so none counts in the page's initial JS
// (docs/performance.md "Byte budget").
import { isMobileView } from '@vitrina/core-model';
import { Spinner } from '@vitrina/ui-kit';
import { Suspense, lazy, useEffect, useState } from 'react';
import type { ContactModalProps } from '../features/contact/index.js';

const ContactModal = lazy(async () => ({ default: (await import('../features/contact/index.js')).ContactModal }));
const ChatWidget = lazy(async () => ({ default: (await import('../features/chat/index.js')).ChatWidget }));

/** Rendered from the first time the visitor opens it; kept mounted so a typed message survives closing. */
export function ContactFeature({ requested, ...props }: ContactModalProps & { requested: boolean }) {
  if (!requested) return null;
  return (
    <Suspense fallback={props.open ? <Spinner /> : null}>
      <ContactModal {...props} />
    </Suspense>
  );
}

/** Calls `onShown` once the content of its Suspense boundary is on the page (revealed together with it). */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/** §4 Chat: the mobile variant below 768 px, following window resizes. Rendered after hydration only. */
export function ChatFeature({ clientId, initiallyOpen, onShown }: { clientId: number; initiallyOpen?: boolean; onShown?: () => void }) {
  const [mobile, setMobile] = useState(() => isMobileView(window.innerWidth));
  useEffect(() => {
    const onResize = () => setMobile(isMobileView(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <Suspense fallback={null}>
      <ChatWidget clientId={clientId} mobile={mobile} initiallyOpen={initiallyOpen} />
      {onShown && <Shown onShown={onShown} />}
    </Suspense>
  );
}

export { startTrackingAfterLoad } from './tracking-after-load.js';
