// Imported first by main.ts: the product runs React and the router in their production builds unless told
// otherwise. It must be set before any module that loads React is evaluated (the mail templates, imported
// by the server, load react/jsx-runtime; the site renderer loads react-dom/server later): two modes in one
// process make server rendering fail ("dispatcher.getOwner is not a function").
process.env.NODE_ENV ??= 'production';
