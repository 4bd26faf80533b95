/**
 * The browser's entry point in place of Docusaurus's (../index.ts). The stock
 * entry imports React DOM, the router and the whole app at its top, so the browser evaluates all
 * of it in the one task that runs main.js: 12–23 ms on this machine, 60–105 ms on Lighthouse's
 * emulated phone, where everything past 50 ms of a task counts as blocking time. Here main.js
 * runs this module alone, and the same modules are evaluated in the tasks after it; the stock
 * entry then runs unchanged and finds them loaded.
 */
import {nextTask} from './next-task';

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() =>
    Promise.all([
      import(/* webpackMode: "eager", webpackExports: ["BrowserRouter"] */ 'react-router-dom'),
      import(/* webpackMode: "eager", webpackExports: ["HelmetProvider"] */ 'react-helmet-async'),
    ]),
  )
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ '../../_internals/core-client-entry'));
