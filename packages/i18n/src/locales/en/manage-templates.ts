// Namespace `manage`, the back office's Design → Templates screen (issue 16): every template previewed with
// the business's own content, a full-page preview, and switching the site to another template.
export const manageTemplates = {
  templates: {
    title: 'Templates',
    intro:
      'How your website looks. Every template below already shows your own name, texts and services. Choose one and your site changes at once; your content stays as it is.',
    current: 'Your website uses {{name}}.',
    currentUnknown: 'Your website uses a template that is no longer offered.',
    inUse: 'In use',
    gallery: 'All templates',
    loading: 'Loading the templates with your content…',
    loadFailed: 'The templates could not be loaded.',
    retry: 'Try again',
    font: 'Font: {{font}}',
    systemFont: 'Font: the device’s own',
    thumbnail: '{{name}} with your content',
    preview: 'Preview',
    use: 'Use this template',
    previewTitle: 'Preview: {{name}}',
    previewFrame: 'Your website in {{name}}',
    previewHint: 'A live page with your own content: scroll it and follow its links. Nothing changes until you choose to use it.',
    openInTab: 'Open it in a new tab',
    confirmTitle: 'Use {{name}}?',
    confirmBody:
      'Your website will look like {{name}} as soon as you confirm: its layout, fonts and section colours. Your texts, images, services and brand colour stay. The change is saved as a new version, so the backups of the site editor can bring the current look back.',
    confirm: 'Use {{name}}',
    done: 'Your website now uses {{name}}.',
    viewSite: 'View your website',
    errors: {
      conflict:
        'Your website was changed meanwhile (in another window or by someone else). It has been loaded again: please choose the template once more.',
      freemium: 'Upgrade to business to change how your website looks.',
      failed: 'The template could not be changed. Please try again.',
    },
  },
} as const;
