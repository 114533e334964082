import './cardChoices.css';
import type { WidgetProps } from '@rjsf/utils';
import { CardType } from '../../../enums/card';
import { coloursFor, designOf, designsFor, type CardDesign } from '../../../enums/cardDesigns';
import { flowContextOf } from '../formContext';
import { flowMessages } from '../messages';
import { CardFace } from './CardFace';
import { choiceLabels } from './choiceLabel';
import { controlProps } from './controlProps';
import { useDesignFlags } from './designFlags';

interface CardChoice {
  readonly value: string;
  readonly label: string;
  readonly design: CardDesign;
}

/** Radio cards, each a card-face picture with its label; the first radio carries the field id for the error summary. */
function CardChoices({ props, choices }: { props: WidgetProps; choices: readonly CardChoice[] | undefined }) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const { id: _id, name: _name, ...aria } = controlProps(props);
  if (choices === undefined) {
    return (
      <p className="card-choices__loading" role="status">
        {flowMessages.loadingChoices}
      </p>
    );
  }
  return (
    <div className="card-choices" role="radiogroup" aria-required={aria['aria-required']} aria-invalid={aria['aria-invalid']} aria-describedby={aria['aria-describedby']}>
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

function labelsOf(props: WidgetProps): Map<unknown, string> {
  return new Map(choiceLabels(props.options.enumOptions ?? [], props.registry, props.name).map((choice) => [choice.value, choice.label]));
}

/** The design step: the faces of the chosen card type, brand and colour that the flags still offer. */
export function CardFaceWidget(props: WidgetProps) {
  const flags = useDesignFlags();
  const context = flowContextOf(props.registry)?.context ?? {};
  const labels = labelsOf(props);
  const choices = flags && designsFor({ cardType: context['cardType'], network: context['brandCode'], colour: context['cardColor'] }, flags).map((design) => ({
    value: design.code,
    label: labels.get(design.code) ?? design.code,
    design,
  }));
  return <CardChoices props={props} choices={choices} />;
}

/** The colour step: each colour the brand has faces in, pictured by its first face. */
export function CardColourWidget(props: WidgetProps) {
  const flags = useDesignFlags();
  const context = flowContextOf(props.registry)?.context ?? {};
  const labels = labelsOf(props);
  const network = context['brandCode'];
  const choices = flags && coloursFor(network, flags).flatMap((colour) => {
    const design = designOf(designsFor({ cardType: CardType.Regular, network, colour }, flags)[0]?.code);
    return design ? [{ value: colour, label: labels.get(colour) ?? colour, design }] : [];
  });
  return <CardChoices props={props} choices={choices} />;
}
