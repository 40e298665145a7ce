import { localePreview } from '../src/storybook/locale-preview.js';
import '../src/styles.css';

export default localePreview;
