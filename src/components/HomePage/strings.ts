/**
 * Translatable strings of the home page. `translate()` needs literal ids and messages so that
 * `docusaurus write-translations` can extract them; the lookups below keep those literals in one place.
 */
import {translate} from '@docusaurus/Translate';

export function audienceText(id: string): {title: string; description: string} {
  switch (id) {
    case 'administrators':
      return {
        title: translate({id: 'home.audience.administrators.title', message: 'Administrators'}),
        description: translate({
          id: 'home.audience.administrators.description',
          message: 'Set up buildings, rooms, desks, policies and users in the management console.',
        }),
      };
    case 'endUsers':
      return {
        title: translate({id: 'home.audience.endUsers.title', message: 'Employees'}),
        description: translate({
          id: 'home.audience.endUsers.description',
          message: 'Book rooms, desks and equipment, check in and invite visitors.',
        }),
      };
    case 'installers':
      return {
        title: translate({id: 'home.audience.installers.title', message: 'Installers and IT'}),
        description: translate({
          id: 'home.audience.installers.description',
          message: 'Install the server, pair room displays and hang e-paper tags.',
        }),
      };
    default:
      return {
        title: translate({id: 'home.audience.developers.title', message: 'Developers'}),
        description: translate({
          id: 'home.audience.developers.description',
          message: 'Connect your own systems through the external REST API and sensors.',
        }),
      };
  }
}

export function sectionText(dir: string, fallback: string): {title: string; description: string} {
  const t = (title: string, description: string) => ({title, description});
  switch (dir) {
    case 'management-console':
      return t(
        translate({id: 'section.management-console', message: 'Management console'}),
        translate({id: 'section.management-console.description', message: 'Everything administrators configure'}),
      );
    case 'user-app':
      return t(
        translate({id: 'section.user-app', message: 'User app'}),
        translate({id: 'section.user-app.description', message: 'Booking and visitors for every employee'}),
      );
    case 'outlook-add-in':
      return t(
        translate({id: 'section.outlook-add-in', message: 'Outlook add-in'}),
        translate({id: 'section.outlook-add-in.description', message: 'Book rooms while you schedule a meeting'}),
      );
    case 'ios-app':
      return t(
        translate({id: 'section.ios-app', message: 'iOS app'}),
        translate({id: 'section.ios-app.description', message: 'Booking and check-in on iPhone'}),
      );
    case 'player':
      return t(
        translate({id: 'section.player', message: 'Player'}),
        translate({id: 'section.player.description', message: 'Room displays, kiosks and panels'}),
      );
    case 'epaper':
      return t(translate({id: 'section.epaper', message: 'E-paper'}), translate({id: 'section.epaper.description', message: 'Battery-powered room tags'}));
    case 'installation':
      return t(
        translate({id: 'section.installation', message: 'Installation'}),
        translate({id: 'section.installation.description', message: 'Servers, players and reception hardware'}),
      );
    case 'integration':
      return t(
        translate({id: 'section.integration', message: 'Integration'}),
        translate({id: 'section.integration.description', message: 'Calendars, directories, sensors and access control'}),
      );
    case 'security':
      return t(translate({id: 'section.security', message: 'Security'}), translate({id: 'section.security.description', message: 'How data is protected'}));
    case 'related-technology':
      return t(
        translate({id: 'section.related-technology', message: 'Related technology'}),
        translate({id: 'section.related-technology.description', message: 'Background on the systems we connect to'}),
      );
    default:
      return t(fallback, '');
  }
}

/** Link labels for the audiences' entry points, by doc id. */
export function docLinkLabel(id: string): string {
  const labels: Record<string, string> = {
    'management-console/introduction': translate({id: 'home.link.management-console/introduction', message: 'Tour of the management console'}),
    'management-console/getting-start/room-booking': translate({id: 'home.link.management-console/getting-start/room-booking', message: 'Set up room booking'}),
    'management-console/getting-start/hot-desking': translate({id: 'home.link.management-console/getting-start/hot-desking', message: 'Set up hot desking'}),
    'management-console/getting-start/visitor-management': translate({
      id: 'home.link.management-console/getting-start/visitor-management',
      message: 'Set up visitor management',
    }),
    'management-console/resource/policy': translate({id: 'home.link.management-console/resource/policy', message: 'Booking policies'}),
    'management-console/user-and-user-group/user-permissions': translate({
      id: 'home.link.management-console/user-and-user-group/user-permissions',
      message: 'Roles and permissions',
    }),
    'user-app/getting-start': translate({id: 'home.link.user-app/getting-start', message: 'First steps in the user app'}),
    'user-app/resource-booking': translate({id: 'home.link.user-app/resource-booking', message: 'Book a room, desk or equipment'}),
    'user-app/invite-visitor': translate({id: 'home.link.user-app/invite-visitor', message: 'Invite a visitor'}),
    'outlook-add-in/calendar': translate({id: 'home.link.outlook-add-in/calendar', message: 'Book a room from Outlook'}),
    'ios-app/about': translate({id: 'home.link.ios-app/about', message: 'The iOS app'}),
    'user-app/faq/general': translate({id: 'home.link.user-app/faq/general', message: 'Questions employees ask'}),
    'installation/getting-start': translate({id: 'home.link.installation/getting-start', message: 'Plan the installation'}),
    'installation/server-installation/linux-server/basic': translate({
      id: 'home.link.installation/server-installation/linux-server/basic',
      message: 'Install on Linux with Docker',
    }),
    'installation/server-installation/windows-server': translate({
      id: 'home.link.installation/server-installation/windows-server',
      message: 'Install on Windows Server',
    }),
    'installation/player-installation/player-setup': translate({
      id: 'home.link.installation/player-installation/player-setup',
      message: 'Install and pair a player',
    }),
    'player/about': translate({id: 'home.link.player/about', message: 'Player types and limits'}),
    'epaper/about': translate({id: 'home.link.epaper/about', message: 'How e-paper tags work'}),
    'management-console/settings/api-auth': translate({id: 'home.link.management-console/settings/api-auth', message: 'Create an API access token'}),
    'management-console/iot': translate({id: 'home.link.management-console/iot', message: 'Connect occupancy sensors'}),
    'integration/getting-start': translate({id: 'home.link.integration/getting-start', message: 'Integration overview'}),
    'security/about': translate({id: 'home.link.security/about', message: 'Security overview'}),
  };
  return labels[id] ?? id;
}
