export { Button, type ButtonProps } from './Button';
export { Field, type FieldProps } from './Field';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { ErrorText, Notice, type NoticeProps } from './Notice';
export { Dialog, type DialogProps } from './Dialog';
export { Progress, type ProgressProps } from './Progress';
export { Tabs, type TabsProps } from './Tabs';
export { Heading, type HeadingProps } from './Heading';
