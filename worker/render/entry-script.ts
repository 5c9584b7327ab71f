/**
 * The page's one inline bootstrap: it asks for the entry script (and, beside it, the chunks the entry
 * imports statically) once the page's first contentful paint is on screen. That paint waits for
 * the stylesheet alone: on a phone, a download of the scripts competes with it for the network,
 * and their evaluation (the islands' hydration) for the main thread; a first visit's largest text
 * (its LCP) is in the server HTML. Not the `load` event: on a busy phone the page's images can all
 * arrive before its first paint. A browser that reports no paint starts them after its next frame,
 * and none waits more than a few seconds; a page that is not being shown (a background tab, a
 * prerender: the entry waits for activation itself, client/main.ts) starts them at once, as there
 * is no paint to wait for.
 */
/** Never more than this before the scripts start, paint or not. */
const MAX_WAIT_MS = 5000;

export function entryAfterFirstPaint(assets: { scripts: readonly string[]; preloads: readonly string[] }): string {
  const scripts = JSON.stringify(assets.scripts);
  const preloads = JSON.stringify(assets.preloads);
  return (
    `(function(){var started=false;function add(k,h){var e=document.createElement(k==='s'?'script':'link');` +
    `if(k==='s'){e.type='module';e.async=false;e.src=h}else{e.rel='modulepreload';e.href=h}document.head.appendChild(e)}` +
    `function start(){if(started)return;started=true;${preloads}.forEach(function(h){add('p',h)});${scripts}.forEach(function(h){add('s',h)})}` +
    `if(document.visibilityState!=='visible')return start();document.addEventListener('visibilitychange',start);setTimeout(start,${MAX_WAIT_MS});` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)` +
    `new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(start,0)})})()`
  );
}
