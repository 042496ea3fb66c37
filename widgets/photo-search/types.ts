/** The widget's props and the details of the events it sends to the host page. */
export type SearchMethod = 'bib' | 'face' | 'email';
export type ResultsView = 'photos' | 'video';

export interface SearchDetail {
  eventId: string | number;
  method: SearchMethod;
  /** Photos found (videos on the video view). */
  count: number;
}

export interface SearchErrorDetail {
  eventId: string | number;
  method: SearchMethod;
  code: string;
  status: number;
}

export interface PhotoSearchProps {
  eventId?: number;
  /** A bib: the shareable results link (/search/{id}/{number}). */
  number?: string;
  /** The surname to fill in with `number`, on an event searched by surname (a results page's link). */
  surname?: string;
  view?: ResultsView;
  /** 'verify': the e-mail confirmation link's landing; reads `token` and `eventId` from the page URL. */
  mode?: 'verify';
  onSearch?: (detail: SearchDetail) => void;
  onError?: (detail: SearchErrorDetail) => void;
}

/** What every search panel gets from the widget. */
export interface PanelProps {
  /** The panel starts a search: results and errors now belong to it. */
  onStart: () => void;
  /** The panel's search finished, with what it found (or failed, with the store's error). */
  onDone: (ok: boolean) => void;
}
