export { Button } from './Button';
export { Field } from './Field';
export { Checkbox } from './Checkbox';
export { Notice } from './Notice';
export { Dialog } from './Dialog';
export { Progress } from './Progress';
