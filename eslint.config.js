export { default } from '@vitrina/tooling/eslint';
