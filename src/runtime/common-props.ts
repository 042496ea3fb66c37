/** What every widget takes besides its own props (a types-only module: the React entry ships it). */
export interface CommonWidgetProps {
  /** Level of the widget's top heading (1–6, default 2); its sub-headings are one level below. */
  headingLevel?: number;
}
