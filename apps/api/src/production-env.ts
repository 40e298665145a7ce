// Imported first by main.ts: the product runs React and the router in their production builds unless told
// otherwise. It must run before any module loads React: a module that imports react/jsx-runtime while
// NODE_ENV is unset gets its development build, and react-dom/server loaded later its production one, which
// do not work together (every e-mail template failed so in `pnpm start`: "dispatcher.getOwner is not a function").
process.env.NODE_ENV ??= 'production';
