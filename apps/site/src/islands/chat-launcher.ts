// The chat's stand-in launcher on a page served as islands (docs/decisions.md "Islands on the home page"):
// the launcher of src/features/chat/chat-widget.tsx, the same elements and styles, without React. The
// widget's code (React, forms, the query store) loads on its first press, which it then opens.
import { isMobileView } from '@vitrina/core-model';
import '../features/chat/chat.css';
import '../features/chat/chat-mobile.css';

export interface ChatLauncher {
  /** Takes the stand-in away (the widget has replaced it). */
  remove(): void;
}

/** Shows the launcher at the end of `doc`'s body; `onPress` runs once, on its first press. */
export function showChatLauncher(doc: Document, label: string, onPress: () => void): ChatLauncher {
  const frame = doc.createElement('div');
  const place = () => {
    frame.className = `vz-chat ${isMobileView(window.innerWidth) ? 'vz-chat--mobile' : 'vz-chat--desktop'}`;
  };
  place();
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'vz-chat__launcher';
  button.setAttribute('aria-expanded', 'false');
  const icon = doc.createElement('span');
  icon.className = 'vz-chat__launcher-icon';
  icon.setAttribute('aria-hidden', 'true');
  const text = doc.createElement('span');
  text.className = 'vz-chat__launcher-text';
  text.textContent = label;
  button.append(icon, text);
  frame.append(button);
  let pressed = false;
  button.addEventListener('click', () => {
    if (pressed) return;
    pressed = true;
    button.setAttribute('aria-busy', 'true');
    onPress();
  });
  window.addEventListener('resize', place);
  doc.body.append(frame);
  return {
    remove: () => {
      window.removeEventListener('resize', place);
      frame.remove();
    },
  };
}
