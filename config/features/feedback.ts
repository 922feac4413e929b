/**
 * "Was this page helpful?" at the end of every doc page, API page and release note (src/feedback/), only when the
 * build plan has an endpoint (FEEDBACK_ENDPOINT), like analytics: without one the plugin is left out and no page
 * shows the widget or sends anything. Archived versions' own builds too: their pages are doc pages. The offline
 * queue of unsent answers is part of the service worker (config/pwa.ts), and an endpoint on another origin is a
 * source of the Content-Security-Policy (config/serving/headers.ts).
 */
import feedbackPlugin from '../../plugins/feedback/index.ts';
import type {SiteFeature} from './feature.ts';

export const feedback: SiteFeature = (plan) => (plan.feedbackEndpoint ? {plugins: {feedback: [feedbackPlugin, {endpoint: plan.feedbackEndpoint}]}} : {});
