// Starts the product once for the whole end-to-end run and hands its URL to the tests.
import { startProduct } from './harness.js';

/** @param {import('vitest/node').TestProject} project */
export default async function setup(project) {
  const product = await startProduct();
  project.provide('baseUrl', product.url);
  project.provide('port', product.port);
  return () => product.stop();
}
