import './cardChoices.css';
import type { WidgetProps } from '@rjsf/utils';
import { CardType } from '../../../enums/card';
import { coloursFor, designOf, designsFor, type CardDesign, type DesignFlags } from '../../../enums/cardDesigns';
import { flowContextOf } from '../formContext';
import { CardFace } from './CardFace';
import { choiceLabels } from './choiceLabel';
import { controlProps } from './controlProps';

interface CardChoice {
  readonly value: string;
  readonly label: string;
  readonly design: CardDesign;
}

/** Radio cards, each a card-face picture with its label; the first radio carries the field id for the error summary. */
function CardChoices({ props, choices }: { props: WidgetProps; choices: readonly CardChoice[] }) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const { id: _id, name: _name, ...aria } = controlProps(props);
  return (
    <div
      className="card-choices"
      role="radiogroup"
      aria-required={aria['aria-required']}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
    >
      {choices.map((choice, i) => {
        const optionId = i === 0 ? id : `${id}__${i}`;
        return (
          <label key={choice.value} className="card-choice" htmlFor={optionId} data-orientation={choice.design.orientation}>
            <CardFace design={choice.design} className="card-choice__face" decorative />
            <span className="card-choice__label">
              <input
                type="radio"
                id={optionId}
                name={id}
                disabled={aria.disabled}
                checked={choice.value === value}
                onChange={() => onChange(choice.value)}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              />
              {choice.label}
            </span>
          </label>
        );
      })}
    </div>
  );
}

/**
 * The flags that withdraw faces, from the machine input the page replays with (the step reads `flags` through its
 * `x-context`), so the choices are exactly those the server accepts. A flag missing is off.
 */
function designFlagsOf(context: Readonly<Record<string, unknown>>): DesignFlags {
  const flags = context['flags'];
  const on = (name: string): boolean => typeof flags === 'object' && flags !== null && (flags as Record<string, unknown>)[name] === true;
  return { colourDesign: on('colourDesign'), mastercardVerticalRemoval: on('mastercardVerticalRemoval') };
}

function labelsOf(props: WidgetProps): Map<unknown, string> {
  return new Map(choiceLabels(props.options.enumOptions ?? [], props.registry, props.name).map((choice) => [choice.value, choice.label]));
}

/** The design step: the faces of the chosen card type, brand and colour that the flags still offer. */
export function CardFaceWidget(props: WidgetProps) {
  const context = flowContextOf(props.registry)?.context ?? {};
  const flags = designFlagsOf(context);
  const labels = labelsOf(props);
  const choices = designsFor({ cardType: context['cardType'], network: context['brandCode'], colour: context['cardColor'] }, flags).map(
    (design) => ({
      value: design.code,
      label: labels.get(design.code) ?? design.code,
      design,
    }),
  );
  return <CardChoices props={props} choices={choices} />;
}

/** The colour step: each colour the brand has faces in, pictured by its first face. */
export function CardColourWidget(props: WidgetProps) {
  const context = flowContextOf(props.registry)?.context ?? {};
  const flags = designFlagsOf(context);
  const labels = labelsOf(props);
  const network = context['brandCode'];
  const choices = coloursFor(network, flags).flatMap((colour) => {
    const design = designOf(designsFor({ cardType: CardType.Regular, network, colour }, flags)[0]?.code);
    return design ? [{ value: colour, label: labels.get(colour) ?? colour, design }] : [];
  });
  return <CardChoices props={props} choices={choices} />;
}
