export { currencyById } from './currencies';
export { formatMoney } from './format';
