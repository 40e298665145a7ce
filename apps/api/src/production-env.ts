// Imported FIRST by main.ts: the product runs React in its production build unless told otherwise. It must be
// set before any module that loads React is evaluated (ES imports run before main.ts's own code, and the mail
// templates load React's JSX runtime with the server): a development JSX runtime beside the production
// renderer fails every server-rendered page ("dispatcher.getOwner is not a function").
process.env.NODE_ENV ??= 'production';
