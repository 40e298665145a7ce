import { localePreview } from '@vitrina/ui-kit/storybook';
import '@vitrina/ui-kit/styles.css';
import '@vitrina/sections/styles.css';
import '../src/editor.css';

export default localePreview;
