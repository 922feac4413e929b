/**
 * Reader feedback ("Was this page helpful?") is on only when the build has an endpoint to send answers to
 * (FEEDBACK_ENDPOINT, config/features/feedback.ts): this plugin gives the browser that address as global data, which
 * the widget's placeholder (src/feedback/FeedbackSlot.tsx) reads; without the plugin there is no address and no widget.
 * What an answer holds and what a receiver accepts: site/feedback.ts. Ours because no Docusaurus plugin posts
 * answers to an endpoint of the operator's choice without a third-party script.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The plugin's global data (`useGlobalData().feedback.default`). */
export type FeedbackGlobalData = {endpoint: string};

export const FEEDBACK_PLUGIN_NAME = 'feedback';

export default function feedbackPlugin(_context: LoadContext, options: unknown): Plugin {
  const {endpoint} = options as {endpoint: string};
  return {
    name: FEEDBACK_PLUGIN_NAME,
    async contentLoaded({actions}) {
      actions.setGlobalData({endpoint} satisfies FeedbackGlobalData);
    },
  };
}
