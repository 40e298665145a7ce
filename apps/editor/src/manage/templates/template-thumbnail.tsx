// A template's home page with the business's content, as a small picture: the page is laid out at desktop
// width and scaled to the card (so it reads as the real page), loaded lazily, and inert — the card's own
// buttons are the way in; the full preview is the interactive one.
import { useEffect, useRef, useState } from 'react';

const FRAME_WIDTH = 1280;
const FRAME_HEIGHT = 800;

export function TemplateThumbnail({ src, title }: { src: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.25);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setScale(entry.contentRect.width / FRAME_WIDTH);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="vtp-thumb" inert>
      <iframe
        className="vtp-thumb__frame"
        src={src}
        title={title}
        loading="lazy"
        tabIndex={-1}
        width={FRAME_WIDTH}
        height={FRAME_HEIGHT}
        style={{ transform: `scale(${scale})` }}
      />
    </div>
  );
}
