/** `label={false}`: a tab wraps each child in a Labeled, and a tab's content needs no label. */
export interface TabContentProps {
  label: false;
}
