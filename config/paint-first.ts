/**
 * Pages paint before their main script runs. Docusaurus writes `<script src=main.js defer>` into every page; a
 * deferred script that has arrived by the time the HTML is parsed (a fast network, the browser's cache, the offline
 * service worker) runs before the browser's first paint, so the reader waits for React's start-up (about 15 ms on a
 * laptop, four times that on a phone) before seeing a page whose HTML was complete. Lighthouse counts it the same
 * way: the page's Largest Contentful Paint then depends on main.js (about 2.0 s on its slow 4G; 1.1 s without).
 *
 * Here the main script is started by a small inline script once the parsed page has been painted (below; the runtime
 * chunk, still a deferred script, has run by then). Not preloaded: a preload finishes before the
 * first paint on a fast network and Lighthouse then counts it as blocking that paint again (measured: LCP back to
 * 1.9 s). The inline script's hash is in the Content-Security-Policy like the others
 * (plugins/content-security-policy). Through the documented `ssrTemplate` option (internals/docusaurus-ssr-template.ts).
 */
import {ssrTemplateWithScripts} from '../internals/docusaurus-ssr-template.ts';
import {MAIN_SCRIPT} from '../site/page-scripts.ts';

/**
 * The inline script that starts the main script its element names (`data-main-script`: the script's text is the same
 * on every page of every release, so the Content-Security-Policy's hash of it stays, and a deploy needs no new policy)
 * once the page has painted: when the browser reports the
 * first contentful paint (Paint Timing, reported after the frame is on screen), or where it cannot, two animation
 * frames after the document is parsed; at once in a background tab (no frames are drawn there), and after a second
 * at most, whatever happens.
 */
const LOADER =
  `(function(){var d=document,w=window,me=d.currentScript,started=0;function start(){if(started)return;started=1;var s=d.createElement("script");s.src=me.getAttribute("data-main-script");d.head.appendChild(s)}` +
  `function later(){setTimeout(start,0)}` +
  `function afterPaint(){if(d.visibilityState==="hidden")return start();d.addEventListener("visibilitychange",start);setTimeout(start,1000);` +
  `var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true})}` +
  `else requestAnimationFrame(function(){requestAnimationFrame(later)})}` +
  `if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",afterPaint);else afterPaint()})()`;

const SCRIPTS = `    <% it.scripts.forEach((script) => { %>
      <% if (${MAIN_SCRIPT.toString()}.test(script)) { %>
      <script data-main-script="<%= it.baseUrl %><%= script %>">${LOADER}</script>
      <% } else { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
      <% } %>
    <% }); %>`;

/** Docusaurus's page template with the main script started after the first paint. */
export const ssrTemplate: string = ssrTemplateWithScripts(SCRIPTS);
