// The store itself, for event handlers that read the state of the moment (not a render's snapshot).
import { useStore } from 'react-redux';
import type { EditorStore } from './store.js';

export const useEditorStore = useStore.withTypes<EditorStore>();
