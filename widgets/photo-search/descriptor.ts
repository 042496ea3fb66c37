/** The photo search: the one place its tag, attributes, events, parts and room are written (src/runtime/descriptor.ts). */
import { describeWidget, headingLevelAttribute } from '../../src/runtime/descriptor.ts';

export default describeWidget({
  tag: 'racelens-photo-search',
  component: 'PhotoSearch',
  title: 'Photo search',
  summary: 'Participants find their photos and videos by bib number, selfie or e-mail.',
  description:
    'Find your photos and videos of one event: by bib number plus the event\'s second factor (surname, personal code or birth date), by face (selfie or upload) where the event allows it, or by confirmed registration e-mail on protected events; then the results with "this is me" and a shareable link. Without an event id it asks the visitor to pick an event (a link to `{shopUrl}/`). When the page address carries `?token=…&eventId=<its event id>` (the e-mail confirmation link came back to this page because no `shopUrl` is set), it finishes the verification by itself.',
  room: { minHeight: '360px' },
  areas: ['search', 'validation'],
  attributes: {
    eventId: { type: 'number', description: 'The event id from the platform. Unknown ids show "Event not found".' },
    number: {
      type: 'string',
      description:
        "A bib number (a shared result link): shows that participant's results at once when this visitor already found that bib in this event (a valid search token for it), otherwise pre-fills the bib field.",
    },
    surname: {
      type: 'string',
      description:
        "With `number`, on an event searched by bib and surname: the surname to fill in (a results page's photo link sets both). The search still waits for the participant to send it.",
    },
    view: {
      type: 'string',
      values: ['photos', 'video'],
      default: 'photos',
      description: '`photos` (default) or `video`: which results a `number` link shows.',
    },
    mode: {
      type: 'string',
      values: ['verify'],
      description: '`verify`: the landing of the e-mail confirmation link (reads `token` and `eventId` from the page address; `event-id` not needed).',
    },
    headingLevel: headingLevelAttribute,
  },
  events: {
    onSearch: {
      when: 'A search answered: by bib, face or e-mail, or a result link (`count` is photos found, videos on the video view).',
      detail: "{ eventId: number | string, method: 'bib' | 'face' | 'email', count: number }",
    },
    onError: {
      when: "A search failed at the platform (not for form messages at the fields). `code` is the platform's error code, `status` the HTTP status (`1001`: no response; `401`/`500`: the search token expired).",
      detail: "{ eventId: number | string, method: 'bib' | 'face' | 'email', code: string, status: number }",
    },
  },
  parts: {
    search: "The search widget's main section.",
    results: 'The search results.',
    'share-link': 'The shareable link to the results.',
    'video-list': 'The videos found.',
    camera: 'The camera viewfinder of the selfie search.',
    'photo-grid': 'A grid of photos.',
    photo: 'One photo in a grid.',
  },
  lazyParts: [
    'face/FacePanel',
    'face/check/face-detector',
    'email/EmailPanel',
    'email/VerifyLanding',
    'Found',
    'exifr/dist/lite.esm.mjs',
    '../../src/store/page-searches',
  ],
  types: {
    SearchDetail: '`detail` of `onSearch`.',
    SearchErrorDetail: "`detail` of `PhotoSearch`'s `onError`.",
    SearchMethod: "`'bib' | 'face' | 'email'`.",
  },
});
