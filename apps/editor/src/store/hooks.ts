// Typed react-redux hooks and the selectors the editor and its popups read.
import { useDispatch, useSelector } from 'react-redux';
import type { RootState, AppDispatch } from './store.js';

export const useEditorDispatch = useDispatch.withTypes<AppDispatch>();
export const useEditorSelector = useSelector.withTypes<RootState>();

export const selectEditor = (state: RootState) => state.editor;
export const selectWorkingCopy = (state: RootState) => state.editor.working;
export const selectActiveSection = (state: RootState) => state.editor.activeSection;
export const selectHasUnsaved = (state: RootState) => Object.keys(state.editor.unsaved).length > 0;
export const selectCanEdit = (state: RootState) => !state.editor.readOnly && state.editor.editMode && state.editor.working !== null;
